/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dash_MembersInputs */

const en_admin_dash_members = /** @type {(inputs: Admin_Dash_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members`)
};

const hi_admin_dash_members = /** @type {(inputs: Admin_Dash_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सदस्य`)
};

/**
* | output |
* | --- |
* | "Members" |
*
* @param {Admin_Dash_MembersInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_dash_members = /** @type {((inputs?: Admin_Dash_MembersInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dash_MembersInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_dash_members(inputs)
	return en_admin_dash_members(inputs)
});