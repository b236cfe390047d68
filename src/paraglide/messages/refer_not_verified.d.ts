/**
* | output |
* | --- |
* | "Not verified" |
*
* @param {Refer_Not_VerifiedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_not_verified: ((inputs?: Refer_Not_VerifiedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refer_Not_VerifiedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refer_Not_VerifiedInputs = {};
