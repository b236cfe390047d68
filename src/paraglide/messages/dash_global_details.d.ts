/**
* | output |
* | --- |
* | "Global Stock Details" |
*
* @param {Dash_Global_DetailsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_global_details: ((inputs?: Dash_Global_DetailsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Global_DetailsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Global_DetailsInputs = {};
