/**
* | output |
* | --- |
* | "Token Supply Distribution" |
*
* @param {Chart_Supply_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_supply_title: ((inputs?: Chart_Supply_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Chart_Supply_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Chart_Supply_TitleInputs = {};
