/**
* | output |
* | --- |
* | "The administrators of the company that runs the programme see the details they need to verify members and approve payments. Email and SMS providers receive y..." |
*
* @param {Privacy_S3_P1Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s3_p1: ((inputs?: Privacy_S3_P1Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_S3_P1Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_S3_P1Inputs = {};
