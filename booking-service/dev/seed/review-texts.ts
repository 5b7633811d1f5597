/**
 * What the demo's guests wrote after their stays, in English and Thai, by how the stay went.
 * Messages stay under the 500-character limit of a review.
 */
export const REVIEW_TEXTS: Record<'great' | 'mixed' | 'poor', { en: string[]; th: string[] }> = {
  great: {
    en: [
      'Exactly like the photos. The pool was spotless and the host met us at the gate with cold coconuts.',
      'We stayed a week with the kids and nobody wanted to leave. Quiet at night, five minutes to the beach.',
      'Spacious, clean and well equipped. The housekeeper came every second day and the WiFi was fast enough for work calls.',
      'Sunset from the terrace every evening. Check-in was easy and the host answered every message within minutes.',
      'Best villa we have rented in Thailand. Comfortable beds, strong air conditioning and a great kitchen.',
      'Lovely garden, friendly staff and a short walk to good restaurants. We would book it again.',
    ],
    th: [
      'วิลล่าสวยเหมือนในรูป สระว่ายน้ำสะอาดมาก เจ้าของบ้านใจดีและช่วยเหลือตลอด',
      'พักกับครอบครัวหนึ่งสัปดาห์ เงียบสงบ ใกล้ทะเล เด็ก ๆ ชอบมาก จะกลับมาอีกแน่นอน',
      'ห้องกว้าง สะอาด อุปกรณ์ครัวครบ ไวไฟเร็ว วิวพระอาทิตย์ตกสวยมาก',
      'เช็กอินง่าย เจ้าของตอบข้อความเร็ว บรรยากาศดีมาก คุ้มค่าทุกบาท',
    ],
  },
  mixed: {
    en: [
      'Nice villa and a good location, but the road outside is busy in the morning.',
      'Comfortable stay overall. The pool needed cleaning on arrival, which the host fixed the next day.',
      'Good value for a group. Some furniture is worn and one bedroom air conditioner was noisy.',
    ],
    th: ['ทำเลดี บ้านโอเค แต่ตอนเช้าเสียงรถค่อนข้างดัง', 'โดยรวมพักสบาย แต่สระว่ายน้ำยังไม่สะอาดตอนมาถึง เจ้าของแก้ไขให้ในวันถัดไป'],
  },
  poor: {
    en: ['The villa looked older than in the photos and the hot water did not work for two days.', 'Hard to find at night and the WiFi kept dropping. The host was polite but slow to fix things.'],
    th: ['บ้านดูเก่ากว่าในรูป น้ำอุ่นใช้ไม่ได้สองวัน', 'หาทางเข้ายากตอนกลางคืน ไวไฟหลุดบ่อย'],
  },
};

export function textsFor(rating: number): { en: string[]; th: string[] } {
  return rating >= 4 ? REVIEW_TEXTS.great : rating === 3 ? REVIEW_TEXTS.mixed : REVIEW_TEXTS.poor;
}
