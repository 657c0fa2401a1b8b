import { describe, expect, it } from 'vitest';
import { reframedPoint } from './calm-reframe';
import { rewriteMessage } from './rewrite';

describe('a hostile question or a formal reproach said as the sender point', () => {
  it.each([
    [
      'Why do you have to make a scene every time I wear eyeliner?',
      'It bothers me when you make a scene every time I wear eyeliner.',
    ],
    ['why do u always have to leave the lights on', 'It bothers me when you leave the lights on.'],
    [
      'Is there a reason your kids are throwing stones over my fence?',
      'Could you tell me why your kids are throwing stones over my fence?',
    ],
    [
      'So when were you planning to tell me about the £900 on the credit card?',
      "I'd like to talk about the £900 on the credit card.",
    ],
    [
      'Who said you could have your band rehearse in our living room at midnight?',
      'I wish you had checked with me before having your band rehearse in our living room at midnight.',
    ],
    [
      'Who gave you the right to take Emma to get her ears pierced without asking me?',
      'I wish you had checked with me before taking Emma to get her ears pierced.',
    ],
    [
      'Is there a reason your recycling is on my side of the drive, or do you just not care?',
      'Could you tell me why your recycling is on my side of the drive?',
    ],
    [
      'Whose bright idea was it to book the 6am flight?',
      "I don't think it was right to book the 6am flight.",
    ],
    [
      'How exactly is it my fault that you forgot Josh’s football kit?',
      "I don't think it's my fault that you forgot Josh’s football kit.",
    ],
    ['Kindly refrain from moving my stapler.', "Please don't move my stapler."],
    [
      "Why is it that every time I need you, you're suddenly 'busy'?",
      "It bothers me that every time I need you, you're busy.",
    ],
    [
      'Do you ever actually read the emails I send you, or do you just enjoy making me repeat myself?',
      'Please read the emails I send you.',
    ],
    ['Do you ever actually listen to anything I say?', 'Please listen to what I say.'],
    [
      "Who raised you to throw your rubbish over someone else's fence?",
      "Please don't throw your rubbish over someone else's fence.",
    ],
    [
      'Who exactly decided my daughter should sit alone at lunch as a "consequence"?',
      'Could you tell me who decided my daughter should sit alone at lunch as a consequence?',
    ],
    [
      'Who on earth thought it was a good idea to send the client my draft?',
      "I don't think it was right to send the client my draft.",
    ],
    [
      'Are you going to fix the fence your tree smashed, or do I need to get a lawyer involved?',
      'Could you fix the fence your tree smashed? If not, my next step would be to get a lawyer involved.',
    ],
    [
      'Since when do you get to decide who comes to my birthday?',
      "I don't think you should decide who comes to my birthday.",
    ],
    [
      'How am I supposed to plan anything if you cancel last minute?',
      "It's hard for me to plan anything if you cancel last minute.",
    ],
    [
      "Is it too much to ask that you don't comment on my weight at Christmas dinner?",
      "Please don't comment on my weight at Christmas dinner.",
    ],
    [
      'Do you ever plan on doing a load of laundry, or is that my job forever?',
      'Could you do a load of laundry?',
    ],
    [
      'Why do you even ask for my opinion when you have decided?',
      'It bothers me when you ask for my opinion when you have decided.',
    ],
    [
      "Apparently it's too much to ask for the teacher to email parents before a field trip.",
      "I'd like the teacher to email parents before a field trip.",
    ],
    [
      "Clearly it's too much to ask you to clean up after yourself.",
      "I'd like you to clean up after yourself.",
    ],
    [
      'Dear Mr Osei, I would ask that you refrain from describing my son as lazy in front of other families.',
      "Dear Mr Osei, please don't describe my son as lazy in front of other families.",
    ],
    [
      'Dear Uncle Martin, Your remarks about my partner at the Christmas gathering were entirely unacceptable.',
      'Dear Uncle Martin, I was hurt by your remarks about my partner at the Christmas gathering.',
    ],
    ['The way you spoke to my mother is not acceptable.', "I'm upset about the way you spoke to my mother."],
    [
      'I am appalled that my daughter was left off the trip list.',
      'I am very upset that my daughter was left off the trip list.',
    ],
  ])('%s', (question, point) => {
    expect(reframedPoint(question)).toBe(point);
  });

  it.each([
    'Why can’t you just?',
    'Is there a reason?',
    'Who said you could?',
    'Since when do you care about anything I do?',
    'Do you even care?',
    'Do you ever think about anyone but yourself?',
    'Who raised you?',
    'Why do you even care where I was?',
    "It's not too much to ask for help, you know.",
    'Why do you always have to ruin everything?',
    'Why do you have to be so dramatic?',
    'Why can’t you be more like your sister for once?',
    'I have been a customer for 14 years, and the contempt with which your staff treated me was appalling.',
  ])('has nothing to keep in "%s"', (question) => {
    expect(reframedPoint(question)).toBeNull();
  });
});

describe('a request dressed as confidence', () => {
  it.each([
    [
      'I trust you will correct the record before the minutes are circulated.',
      'Please correct the record before the minutes are circulated.',
    ],
    ['I trust you will not contact me again.', "Please don't contact me again."],
    ['I trust you can manage to send them before end of day.', 'Could you send them before end of day?'],
  ])('%s', (sentence, ask) => {
    expect(reframedPoint(sentence)).toBe(ask);
  });

  it.each([
    'I trust you are pleased with yourself.',
    'I trust you can manage basic arithmetic.',
    'I trust you will understand why.',
  ])('asks nothing in "%s"', (sentence) => {
    expect(reframedPoint(sentence)).toBeNull();
  });
});

describe('the whole engine', () => {
  it.each([
    // The request is kept, not dropped with the jab it was dressed in.
    [
      'Mr. Dawson, I note that your fence has been erected eighteen inches onto my property. I trust you will correct this before I am obliged to engage a surveyor and counsel.',
      'Mr. Dawson, I note that your fence has been erected eighteen inches onto my property. Please correct this before I am obliged to engage a surveyor and counsel.',
    ],
    [
      'Is there a reason your kids are throwing stones over my fence?',
      'Could you tell me why your kids are throwing stones over my fence?',
    ],
    [
      'Who decided it was a good idea to give eight-year-olds three hours of homework over half term?',
      "I don't think it was right to give eight-year-olds three hours of homework over half term.",
    ],
    [
      'Dear Uncle Martin, Your remarks about my partner at the Christmas gathering were entirely unacceptable. We will not be attending Easter.',
      'Dear Uncle Martin, I was hurt by your remarks about my partner at the Christmas gathering. We will not be attending Easter.',
    ],
  ])('keeps the point of "%s"', (message, rewrite) => {
    expect(rewriteMessage(message).rewritten).toBe(rewrite);
  });

  // The same shapes asked or said sincerely read calm, and go out as written.
  it.each([
    'How am I supposed to get there by 5?',
    'Do you plan to come to the party on Saturday?',
    'Is there a reason the meeting moved to 3?',
    'Please refrain from smoking in the hallway.',
    'When were you planning to tell me about the party? I want to bake something!',
  ])('leaves "%s" as written', (message) => {
    expect(rewriteMessage(message).rewritten).toBe(message);
  });
});

describe('time found for others but not for the sender', () => {
  it.each([
    [
      "lol I see you had time to like Becca's post but not reply to me 😒",
      "I was hurt that you had time to like Becca's post but not to reply to me.",
    ],
    [
      "Oh so you had time for Leah's party but not to help me move?",
      "I was hurt that you had time for Leah's party but not to help me move.",
    ],
    [
      'so u had time to go to kaylas party but not my bday ok got it',
      'I was hurt that you had time to go to kaylas party but not for my bday.',
    ],
  ])('%s', (message, calm) => {
    expect(rewriteMessage(message).rewritten).toBe(calm);
  });

  it('leaves "… but not for me" to the guilt rule\'s request', () => {
    expect(rewriteMessage('So you have time for drinks with Jess but not for me. Got it.').rewritten).toBe(
      "I'd like you to make time for me too, not only for drinks with Jess.",
    );
  });
});

describe('a reframed question drops its mocking second choice and its "for once in your life"', () => {
  it.each([
    [
      'Ordered a large, got a small 🤡 do you even read the orders or just guess',
      'Ordered a large, got a small. Please read the orders.',
    ],
    [
      'Is it too much to ask that you have Max ready by 5 for once in your life?',
      'Please have Max ready by 5.',
    ],
  ])('%s', (message, calm) => {
    expect(rewriteMessage(message).rewritten).toBe(calm);
  });
});
