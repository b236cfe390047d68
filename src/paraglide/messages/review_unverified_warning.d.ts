/**
* | output |
* | --- |
* | "{name} has not been verified by an admin yet. Check who they are before you approve: the tokens are credited at once." |
*
* @param {Review_Unverified_WarningInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_unverified_warning: ((inputs: Review_Unverified_WarningInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Unverified_WarningInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Review_Unverified_WarningInputs = {
    name: NonNullable<unknown>;
};
