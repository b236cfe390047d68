/**
* | output |
* | --- |
* | "Total Collection Method Wise bar chart" |
*
* @param {Chart_Collection_BarsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_collection_bars: ((inputs?: Chart_Collection_BarsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Chart_Collection_BarsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Chart_Collection_BarsInputs = {};
