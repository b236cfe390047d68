/**
* | output |
* | --- |
* | "Referral Supply values" |
*
* @param {Chart_Referral_ValuesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_referral_values: ((inputs?: Chart_Referral_ValuesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Chart_Referral_ValuesInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Chart_Referral_ValuesInputs = {};
