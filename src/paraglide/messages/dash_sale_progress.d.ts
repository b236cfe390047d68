/**
* | output |
* | --- |
* | "Sale progress" |
*
* @param {Dash_Sale_ProgressInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_sale_progress: ((inputs?: Dash_Sale_ProgressInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Sale_ProgressInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Sale_ProgressInputs = {};
