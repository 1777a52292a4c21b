/**
 * The most frequent words of the major languages (and of neighbours they are confused with). Trigram detectors (franc) are unreliable on
 * a few words ("Hello world" scores Dutch first); the share of a text's words found in each
 * candidate's list settles such cases and hardly moves long texts.
 */
export const COMMON_WORDS: Record<string, string> = {
  en: 'the be to of and a in that have i it for not on with he as you do at this but his by from they we say her she or an will my one all would there their what so up out if about who get which go me when make can like time no just him know take people into year your good some could them see other than then now look only come its over think also back after use two how our work first well way even new want because any these give day most us is are was were has had hello hi thanks please yes where why love world today how station train',
  es: 'de la que el en y a los se del las un por con no una su para es al lo como más pero sus le ya o este sí porque esta entre cuando muy sin sobre también me hasta hay donde quien desde todo nos durante todos uno les ni contra otros ese eso ante ellos e esto mí antes algunos qué unos yo otro otras otra él tanto esa estos mucho quienes nada muchos cual poco ella estar estas algunas algo nosotros hola mundo gracias cómo estás buenos días',
  fr: 'de la le et les des en un du une que est pour qui dans par plus pas au sur ne se ce il sont avec ou son aux mais nous comme on été leur vous je ses cette elle bien tout fait aussi sans peut être dont ces entre deux même après moins avoir très bonjour merci comment allez oui non monde',
  de: 'der die und in den von zu das mit sich des auf für ist im dem nicht ein eine als auch es an werden aus er hat dass sie nach wird bei einer um am sind noch wie einem über einen so zum war haben nur oder aber vor zur bis mehr durch man sein ich du wir ihr guten tag wie geht danke hallo welt ja nein',
  it: 'di e il la che in a per un è del non una le si con da i sono gli al come più ma anche lo se della ha alla nel questo cosa ci mi io tu lui lei noi voi essere molto tutto ciao grazie buongiorno mondo sì stai sto come',
  pt: 'de a o que e do da em um para é com não uma os no se na por mais as dos como mas foi ao ele das tem à seu sua ou ser quando muito há nos já está eu também só pelo pela até isso ela entre era depois sem mesmo aos ter seus quem nas me esse eles você olá obrigado bom dia mundo tudo bem vai',
  ca: 'de la i el que a en les per un del una amb és els no es al com més però o ha seva seu ho hi tot també són molt aquest aquesta quan jo tu ell ella nosaltres bon dia hola món gràcies sí',
  nl: 'de het een en van in is dat op te zijn voor met die niet aan er om ook als dan maar bij nog wat naar kan door hij ze wel ik je jij wij hallo goedemorgen dank hoe gaat wereld ja nee',
  pl: 'i w nie na się z że do to jest jak o co ale po tak za od jego jej ich dla jestem masz dzień dobry cześć dziękuję świat tak nie',
  sv: 'och i att det som en på är av för med till den har de inte om ett var jag han hon vi ni hej tack hur mår du världen ja nej',
  da: 'og i at det er en til på af med for den har de ikke som et var jeg han hun vi hej tak hvordan verden ja nej',
  ro: 'și de la în a cu pe că nu o un este din pentru mai se care sunt ce acest această bună ziua mulțumesc lume da nu',
  tr: 've bir bu da de için ne ile ben sen o biz siz merhaba teşekkürler nasılsın dünya evet hayır çok',
  gl: 'de o a que e do da en un para é con non unha os no se na por máis as dos como pero foi ao el das ten moi ola grazas mundo',
  cs: 'a v se na je že to s z do o k jsem jak ale ne pro co ten ta jsou dobrý den děkuji svět ano',
  ru: 'и в не на я быть он с что а по это она этот к но они мы как из у который то за свой весь год от так о для ты же все тот вы такой его только или ещё бы себя уже до время если сам когда вот наш мой при чтобы кто очень день её привет спасибо мир тест дела',
  uk: 'і в не на я бути він з що а по це вона цей до але вони ми як із у який то за свій весь рік від так про для ти же все той ви такий його тільки або ще б себе вже час якщо сам коли ось наш мій при щоб хто дуже день її привіт дякую світ тест справи',
  bg: 'и в не на да се с че за от по е са това той тя ние как като но ли или аз ти вие те здравей благодаря свят тест',
};

const lists = new Map(Object.entries(COMMON_WORDS).map(([lang, words]) => [lang, new Set(words.split(' '))]));

/** Share of the text's words that are common words of `language` (0 when it has no list). */
export function commonWordShare(words: string[], language: string): number {
  const list = lists.get(language);
  if (!list || words.length === 0) return 0;
  return words.filter((w) => list.has(w)).length / words.length;
}
