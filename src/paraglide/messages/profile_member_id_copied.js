/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Member_Id_CopiedInputs */

const en_profile_member_id_copied = /** @type {(inputs: Profile_Member_Id_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member ID copied`)
};

const hi_profile_member_id_copied = /** @type {(inputs: Profile_Member_Id_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मेंबर ID कॉपी हो गई`)
};

/**
* | output |
* | --- |
* | "Member ID copied" |
*
* @param {Profile_Member_Id_CopiedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_member_id_copied = /** @type {((inputs?: Profile_Member_Id_CopiedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Member_Id_CopiedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_member_id_copied(inputs)
	return en_profile_member_id_copied(inputs)
});