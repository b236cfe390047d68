/**
* | output |
* | --- |
* | "Name, email, mobile, token or symbol" |
*
* @param {Sa_Companies_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_search_placeholder: ((inputs?: Sa_Companies_Search_PlaceholderInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sa_Companies_Search_PlaceholderInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sa_Companies_Search_PlaceholderInputs = {};
