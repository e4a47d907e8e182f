// Placeholder until the illustrations land (issue 4): nothing to generate yet.
console.log('generate-images: nothing to generate')
