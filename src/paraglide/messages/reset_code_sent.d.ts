/**
* | output |
* | --- |
* | "Enter the code we sent to {email} and choose a new password." |
*
* @param {Reset_Code_SentInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const reset_code_sent: ((inputs: Reset_Code_SentInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reset_Code_SentInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reset_Code_SentInputs = {
    email: NonNullable<unknown>;
};
