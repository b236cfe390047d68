/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Dash_Member_IdInputs */

const en_dash_member_id = /** @type {(inputs: Dash_Member_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Member ID: ${i?.code}`)
};

const hi_dash_member_id = /** @type {(inputs: Dash_Member_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`मेंबर ID: ${i?.code}`)
};

/**
* | output |
* | --- |
* | "Member ID: {code}" |
*
* @param {Dash_Member_IdInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_member_id = /** @type {((inputs: Dash_Member_IdInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Member_IdInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_dash_member_id(inputs)
	return en_dash_member_id(inputs)
});