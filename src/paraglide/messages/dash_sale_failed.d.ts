/**
* | output |
* | --- |
* | "The sale figures could not be loaded. Reload the page to try again." |
*
* @param {Dash_Sale_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_sale_failed: ((inputs?: Dash_Sale_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Sale_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Sale_FailedInputs = {};
