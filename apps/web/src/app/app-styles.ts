/**
 * Every Mantine style, loaded with the logged-in frame. It repeats the first screen's part
 * (`first-screen-styles.ts`) in the same layer and order, which changes nothing already shown.
 */
import '@mantine/core/styles.layer.css';
