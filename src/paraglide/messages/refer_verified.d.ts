/**
* | output |
* | --- |
* | "Verified" |
*
* @param {Refer_VerifiedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_verified: ((inputs?: Refer_VerifiedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refer_VerifiedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refer_VerifiedInputs = {};
