/**
* | output |
* | --- |
* | "Whole tokens" |
*
* @param {Sa_Companies_Supply_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_supply_placeholder: ((inputs?: Sa_Companies_Supply_PlaceholderInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sa_Companies_Supply_PlaceholderInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sa_Companies_Supply_PlaceholderInputs = {};
