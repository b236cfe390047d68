/**
* | output |
* | --- |
* | "Start the setup first: scan the QR code, then enter the code your app shows." |
*
* @param {Error_Two_Factor_Setup_Not_StartedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_two_factor_setup_not_started: ((inputs?: Error_Two_Factor_Setup_Not_StartedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Two_Factor_Setup_Not_StartedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Two_Factor_Setup_Not_StartedInputs = {};
