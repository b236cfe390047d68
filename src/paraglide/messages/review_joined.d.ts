/**
* | output |
* | --- |
* | "Joined {date}" |
*
* @param {Review_JoinedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_joined: ((inputs: Review_JoinedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_JoinedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Review_JoinedInputs = {
    date: NonNullable<unknown>;
};
