/**
 * Every Mantine style, loaded with the logged-in frame. It repeats the first screen's part
 * (`first-screen-styles.ts`) in the same layer and order, which changes nothing already shown.
 * The date pickers' styles load here once for every screen, so that a calendar is styled on
 * whichever screen opens it first. The print stylesheet (`print.css`) shows a printed screen's
 * report only, without the frame, buttons and pickers.
 */
import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.layer.css';
import './print.css';
