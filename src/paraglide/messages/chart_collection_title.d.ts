/**
* | output |
* | --- |
* | "Total Collection Method Wise" |
*
* @param {Chart_Collection_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_collection_title: ((inputs?: Chart_Collection_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Chart_Collection_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Chart_Collection_TitleInputs = {};
