/**
* | output |
* | --- |
* | "Scan the QR code with your authenticator app." |
*
* @param {Done_Two_Factor_SetupInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_two_factor_setup: ((inputs?: Done_Two_Factor_SetupInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Done_Two_Factor_SetupInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Done_Two_Factor_SetupInputs = {};
