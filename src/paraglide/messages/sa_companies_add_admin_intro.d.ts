/**
* | output |
* | --- |
* | "A new admin for {company} ({symbol}), signing in at the admin console." |
*
* @param {Sa_Companies_Add_Admin_IntroInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_add_admin_intro: ((inputs: Sa_Companies_Add_Admin_IntroInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sa_Companies_Add_Admin_IntroInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sa_Companies_Add_Admin_IntroInputs = {
    company: NonNullable<unknown>;
    symbol: NonNullable<unknown>;
};
