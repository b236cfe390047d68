/**
* | output |
* | --- |
* | "%" |
*
* @param {Chart_Share_SeriesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_share_series: ((inputs?: Chart_Share_SeriesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Chart_Share_SeriesInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Chart_Share_SeriesInputs = {};
