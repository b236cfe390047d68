/**
* | output |
* | --- |
* | "Registration successful. Please log in." |
*
* @param {Done_RegisteredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_registered: ((inputs?: Done_RegisteredInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Done_RegisteredInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Done_RegisteredInputs = {};
