/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dash_Total_MemberInputs */

const en_admin_dash_total_member = /** @type {(inputs: Admin_Dash_Total_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total Member`)
};

const hi_admin_dash_total_member = /** @type {(inputs: Admin_Dash_Total_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कुल सदस्य`)
};

/**
* | output |
* | --- |
* | "Total Member" |
*
* @param {Admin_Dash_Total_MemberInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_dash_total_member = /** @type {((inputs?: Admin_Dash_Total_MemberInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dash_Total_MemberInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_dash_total_member(inputs)
	return en_admin_dash_total_member(inputs)
});