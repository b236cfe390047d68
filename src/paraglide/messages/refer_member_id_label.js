/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refer_Member_Id_LabelInputs */

const en_refer_member_id_label = /** @type {(inputs: Refer_Member_Id_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member ID:`)
};

const hi_refer_member_id_label = /** @type {(inputs: Refer_Member_Id_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मेंबर ID:`)
};

/**
* | output |
* | --- |
* | "Member ID:" |
*
* @param {Refer_Member_Id_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_member_id_label = /** @type {((inputs?: Refer_Member_Id_LabelInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refer_Member_Id_LabelInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_refer_member_id_label(inputs)
	return en_refer_member_id_label(inputs)
});