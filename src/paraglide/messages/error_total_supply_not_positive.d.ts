/**
* | output |
* | --- |
* | "The total supply must be greater than 0." |
*
* @param {Error_Total_Supply_Not_PositiveInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_total_supply_not_positive: ((inputs?: Error_Total_Supply_Not_PositiveInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Total_Supply_Not_PositiveInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Total_Supply_Not_PositiveInputs = {};
