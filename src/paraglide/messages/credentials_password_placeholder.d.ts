/**
* | output |
* | --- |
* | "Your password" |
*
* @param {Credentials_Password_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const credentials_password_placeholder: ((inputs?: Credentials_Password_PlaceholderInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Credentials_Password_PlaceholderInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Credentials_Password_PlaceholderInputs = {};
