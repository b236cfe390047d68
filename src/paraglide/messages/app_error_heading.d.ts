/**
* | output |
* | --- |
* | "Unexpected Application Error!" |
*
* @param {App_Error_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const app_error_heading: ((inputs?: App_Error_HeadingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<App_Error_HeadingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type App_Error_HeadingInputs = {};
