/**
* | output |
* | --- |
* | "Reason: {reason}" |
*
* @param {News_Rejection_ReasonInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const news_rejection_reason: ((inputs: News_Rejection_ReasonInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<News_Rejection_ReasonInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type News_Rejection_ReasonInputs = {
    reason: NonNullable<unknown>;
};
