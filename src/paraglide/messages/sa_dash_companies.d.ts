/**
* | output |
* | --- |
* | "Companies" |
*
* @param {Sa_Dash_CompaniesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_dash_companies: ((inputs?: Sa_Dash_CompaniesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sa_Dash_CompaniesInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sa_Dash_CompaniesInputs = {};
