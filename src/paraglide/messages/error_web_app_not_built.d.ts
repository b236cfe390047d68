/**
* | output |
* | --- |
* | "The web app is not built yet. Run npm run build." |
*
* @param {Error_Web_App_Not_BuiltInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_web_app_not_built: ((inputs?: Error_Web_App_Not_BuiltInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Web_App_Not_BuiltInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Web_App_Not_BuiltInputs = {};
