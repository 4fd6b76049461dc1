import { z } from 'zod';

/** Validation messages in Norwegian bokmål, on the server and in the browser alike. */
z.config(z.locales.no());
