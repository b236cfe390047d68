/**
* | output |
* | --- |
* | "My Stock Details" |
*
* @param {Dash_My_DetailsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_my_details: ((inputs?: Dash_My_DetailsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_My_DetailsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_My_DetailsInputs = {};
