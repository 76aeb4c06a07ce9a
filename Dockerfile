# The site as a release (npm run release): built in the first stage, run on Node.js alone in the second.
# docker build -t clear-north .   then   docker run -e PUBLIC_URL=https://your-domain …   (docs/operations.md, "Deploying")

FROM node:20-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
# Not npm ci: the lock file holds only the platform packages its registry serves. No install scripts:
# the build needs none, and one (vnu-jar's, for the tests) would download a Java runtime.
RUN npm install --ignore-scripts --no-audit --no-fund
COPY . .
# One build for any address: the pages get PUBLIC_URL when the container starts.
# 1 releases while the agency's legal facts are missing (a trial, not the public site): docs/operations.md.
ARG ALLOW_INCOMPLETE_LEGAL=
RUN RELEASE_DIR=/release ALLOW_INCOMPLETE_LEGAL=$ALLOW_INCOMPLETE_LEGAL npm run release

FROM node:20-bookworm-slim
ENV HOST=0.0.0.0 PORT=8090
WORKDIR /app
COPY --from=build /release ./
# The server writes, as the image's node user, to the data folder (pb_data, the release's default) and to
# dist/origins, where its first start for an address keeps the pages with that address in them.
RUN mkdir pb_data dist/origins && chown node:node pb_data dist/origins
VOLUME /app/pb_data
USER node
EXPOSE 8090
CMD ["node", "start.mjs"]
