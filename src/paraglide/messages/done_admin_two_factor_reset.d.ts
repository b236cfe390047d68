/**
* | output |
* | --- |
* | "The admin's two-factor sign-in was reset." |
*
* @param {Done_Admin_Two_Factor_ResetInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_admin_two_factor_reset: ((inputs?: Done_Admin_Two_Factor_ResetInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Done_Admin_Two_Factor_ResetInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Done_Admin_Two_Factor_ResetInputs = {};
