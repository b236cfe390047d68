/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Member_IdInputs */

const en_profile_member_id = /** @type {(inputs: Profile_Member_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member ID`)
};

const hi_profile_member_id = /** @type {(inputs: Profile_Member_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मेंबर ID`)
};

/**
* | output |
* | --- |
* | "Member ID" |
*
* @param {Profile_Member_IdInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_member_id = /** @type {((inputs?: Profile_Member_IdInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Member_IdInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_member_id(inputs)
	return en_profile_member_id(inputs)
});