/**
* | output |
* | --- |
* | "No other session was signed in." |
*
* @param {Done_Sessions_NoneInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_sessions_none: ((inputs?: Done_Sessions_NoneInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Done_Sessions_NoneInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Done_Sessions_NoneInputs = {};
