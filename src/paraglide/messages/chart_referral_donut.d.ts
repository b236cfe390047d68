/**
* | output |
* | --- |
* | "Referral Supply doughnut chart" |
*
* @param {Chart_Referral_DonutInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_referral_donut: ((inputs?: Chart_Referral_DonutInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Chart_Referral_DonutInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Chart_Referral_DonutInputs = {};
