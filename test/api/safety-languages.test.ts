// Safety in the languages people write in, end to end through POST /chat/ and a mood note: a crisis message
// in each supported language gets crisis resources, the verdict's language and the vetted reply in that
// language; a language the layer does not read gets `coverage: "none"` and the international list; the
// profile's language and Accept-Language are the priors of a message too short to tell.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { TRANSLATED_VETTED_REPLIES } from '../../packages/replies/src/vetted-languages';
import { createUserAndLogin, type TestAccount } from './helpers/accounts';
import { bearer, fetchWorker, postJson } from './helpers/http';

interface Answer {
  reply: string;
  safety: {
    level: string;
    show_crisis_resources: boolean;
    language: string;
    coverage: string;
  };
  crisis_resources_url?: string;
}

/** First-person crisis statements (intent, means at hand, a time), as a person would write them. */
const CRISIS: Record<string, string> = {
  es: 'Quiero morir, tengo las pastillas aquí y me las voy a tomar todas esta noche.',
  pt: 'Quero morrer, já tenho os comprimidos aqui e vou tomar todos hoje à noite.',
  fr: "Je veux mourir ce soir, j'ai les médicaments ici et je vais tous les prendre.",
  de: 'Ich will nicht mehr leben, ich habe die Tabletten schon gekauft und nehme sie heute Nacht.',
  it: 'Voglio morire, ho già le pillole qui e stanotte le prendo tutte.',
  nl: 'Ik wil dood, ik heb de pillen al klaar liggen en vannacht neem ik ze allemaal in.',
  pl: 'Chcę umrzeć, mam już tabletki i dziś w nocy wezmę je wszystkie.',
  ru: 'Я хочу умереть, таблетки уже у меня, и сегодня ночью я выпью их все.',
  ar: 'أريد أن أموت، الحبوب عندي وسأتناولها كلها الليلة.',
  he: 'אני רוצה למות, יש לי את הכדורים ואני אקח את כולם הלילה.',
  hi: 'मैं मरना चाहता हूँ, मेरे पास गोलियाँ हैं और आज रात मैं सब खा लूँगा।',
  zh: '我想死，药已经准备好了，今晚我就全部吃掉。',
  ja: 'もう死にたい。薬はもう手元にあって、今夜全部飲むつもりです。',
  ko: '죽고 싶어요. 약은 이미 준비했고 오늘 밤에 다 먹을 거예요.',
};

async function chat(user: TestAccount, message: string, headers: Record<string, string> = {}) {
  const res = await postJson('/chat/', { message }, { headers: { ...bearer(user.access), ...headers } });
  expect(res.status).toBe(200);
  return (await res.json()) as Answer;
}

async function withProfile(fields: { country?: string; language?: string }): Promise<TestAccount> {
  const user = await createUserAndLogin();
  await env.DB.prepare('UPDATE users SET country = ?1, language = ?2 WHERE id = ?3')
    .bind(fields.country ?? null, fields.language ?? null, user.userId)
    .run();
  return user;
}

describe('a crisis message in each supported language', () => {
  it.each(Object.entries(CRISIS))(
    '%s: crisis resources, its language and a vetted reply in it',
    async (lang, text) => {
      const user = await withProfile({ country: 'DE' });
      const body = await chat(user, text);
      expect(body.safety).toMatchObject({ show_crisis_resources: true, language: lang, coverage: 'full' });
      expect(['elevated', 'crisis']).toContain(body.safety.level);
      const inLanguage = TRANSLATED_VETTED_REPLIES.filter((r) => r.language === lang).map((r) => r.text);
      expect(inLanguage).toContain(body.reply);
      expect(body.crisis_resources_url).toBe(
        `http://localhost/api/v1/crisis-resources/?country=DE&lang=${lang}`,
      );
    },
  );
});

describe('a language the layer does not read', () => {
  it('Swahili: coverage none, its language, and the international list whatever the level', async () => {
    const user = await withProfile({ country: 'DE' });
    const body = await chat(
      user,
      'Leo nimepika chakula cha jioni pamoja na familia yangu na tumefurahi sana.',
    );
    expect(body.safety).toMatchObject({ level: 'none', coverage: 'none', language: 'sw' });
    expect(body.crisis_resources_url).toBe('http://localhost/api/v1/crisis-resources/?country=INTL&lang=sw');
    const list = await fetchWorker(new Request(body.crisis_resources_url as string));
    expect(list.status).toBe(200);
    expect(((await list.json()) as { country: string }).country).toBe('INTL');
  });

  it('Finnish (which the identifier does not name): coverage none and the international list', async () => {
    const user = await withProfile({ country: 'FI' });
    const body = await chat(user, 'Kävimme tänään kirjastossa ja lainasimme lapsille monta uutta kirjaa.');
    expect(body.safety.coverage).toBe('none');
    expect(body.crisis_resources_url).toMatch(
      /^http:\/\/localhost\/api\/v1\/crisis-resources\/\?country=INTL(&lang=[a-z]{2,3})?$/,
    );
  });

  it('gives a mood note in such a language the same link', async () => {
    const user = await withProfile({ language: 'sw' });
    const res = await postJson(
      '/moods/',
      { score: 3, note: 'Leo nimepika chakula cha jioni pamoja na familia yangu.' },
      { headers: bearer(user.access) },
    );
    expect(res.status).toBe(201);
    const mood = (await res.json()) as Answer;
    expect(mood.safety).toMatchObject({ coverage: 'none', language: 'sw' });
    expect(mood.crisis_resources_url).toBe('http://localhost/api/v1/crisis-resources/?country=INTL&lang=sw');
  });
});

describe('the priors of a message too short to tell', () => {
  it("reads it in the profile's language before Accept-Language's", async () => {
    const user = await withProfile({ language: 'pt-BR' });
    const body = await chat(user, 'ok', { 'accept-language': 'de-DE, fr;q=0.8' });
    expect(body.safety.language).toBe('pt');
  });

  it("reads it in Accept-Language's languages in q order without a profile language", async () => {
    const user = await withProfile({});
    const body = await chat(user, 'ok', { 'accept-language': 'fr;q=0.4, it;q=0.9, *;q=0.1' });
    expect(body.safety.language).toBe('it');
  });

  it('never lets a prior override clear text', async () => {
    const user = await withProfile({ language: 'es' });
    const body = await chat(user, 'Сегодня я гулял в парке с собакой, и погода была хорошая.', {
      'accept-language': 'es',
    });
    expect(body.safety.language).toBe('ru');
  });

  it('ignores q=0 and malformed entries', async () => {
    const user = await withProfile({});
    const body = await chat(user, 'ok', { 'accept-language': 'es;q=0, x_y, nl;q=0.5' });
    expect(body.safety.language).toBe('nl');
  });
});
