/**
* | output |
* | --- |
* | "Referral Programme" |
*
* @param {Nav_Referral_ProgrammeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_referral_programme: ((inputs?: Nav_Referral_ProgrammeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Referral_ProgrammeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Referral_ProgrammeInputs = {};
