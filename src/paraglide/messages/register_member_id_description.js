/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Member_Id_DescriptionInputs */

const en_register_member_id_description = /** @type {(inputs: Register_Member_Id_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional: the Member ID of the person who referred you`)
};

const hi_register_member_id_description = /** @type {(inputs: Register_Member_Id_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`वैकल्पिक: जिसने आपको रेफ़र किया, उनकी मेंबर ID`)
};

/**
* | output |
* | --- |
* | "Optional: the Member ID of the person who referred you" |
*
* @param {Register_Member_Id_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_member_id_description = /** @type {((inputs?: Register_Member_Id_DescriptionInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Member_Id_DescriptionInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_register_member_id_description(inputs)
	return en_register_member_id_description(inputs)
});