/**
* | output |
* | --- |
* | "Token Supply Distribution values" |
*
* @param {Chart_Supply_ValuesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_supply_values: ((inputs?: Chart_Supply_ValuesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Chart_Supply_ValuesInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Chart_Supply_ValuesInputs = {};
