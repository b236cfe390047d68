/**
* | output |
* | --- |
* | "Failed to fetch your referrals" |
*
* @param {Refer_Referees_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_referees_failed: ((inputs?: Refer_Referees_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refer_Referees_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refer_Referees_FailedInputs = {};
