/**
* | output |
* | --- |
* | "Member {code} referred you: their Member ID is filled in for you on the next step." |
*
* @param {Register_Invited_BodyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_invited_body: ((inputs: Register_Invited_BodyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_Invited_BodyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_Invited_BodyInputs = {
    code: NonNullable<unknown>;
};
