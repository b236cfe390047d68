/**
* | output |
* | --- |
* | "Total Collection Method Wise values" |
*
* @param {Chart_Collection_ValuesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_collection_values: ((inputs?: Chart_Collection_ValuesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Chart_Collection_ValuesInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Chart_Collection_ValuesInputs = {};
